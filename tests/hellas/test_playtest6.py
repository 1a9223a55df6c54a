"""Issue 35, play-test 6: a dolphin-tile side never guessed into the kit, a tile's questions asked at once, the
turn named when only it differs, an empty regroup refused, and Card theft against an empty hand said."""

from __future__ import annotations

import pytest

from engine.errors import RuleRefused
from engine.session import Session
from rulesets.hellas.fit import or_words
from rulesets.hellas.migrate import DOLPHIN_GUESSED
from rulesets.hellas.state import Tile
from tests.hellas.helpers import DARK, LIGHT, Spot, at_turns, example_kit, new_session, tile

THEBES = {"name": "Thebes", "edges": "LLSSSS", "temple": "no", "at": "dolphin-s"}


def _dealt(options: dict[str, object] | None = None) -> Session:
    """A new game with the shipped kit (the dolphin tile's sides unknown), dealt, at its first coast tile."""
    session = new_session(options=options)
    session.act("deal", {"zeus": "void", "poseidon": "flood", "ares": "plus-one"})
    session.act("deal", {"zeus": "reuse", "poseidon": "ships-defend", "ares": "retreat"})
    return session


def _dolphin_edges(session: Session) -> object:
    """The dolphin tile's sides as the kit would keep them after this session (what ``kit show`` lists)."""
    kit = session.ruleset.learned(session.context(), session.table.kit)
    return (kit.entry("tiles", "dolphin") or {}).get("edges")


def test_a_tile_beside_an_unknown_dolphin_side_is_asked_its_turn_and_nothing_is_guessed() -> None:
    """Bug 1: Thebes at dolphin-s was laid sea to the dolphin tile unasked and the kit kept "sea" there as taught.
    Land might face it (land meets land, where the printed side is land): the turn is asked, the side stays
    unknown until the table says it, and then the kit keeps exactly the table's word."""
    session = _dealt()
    refused = session.propose("coast-tile", THEBES).violations
    assert [v.rule for v in refused] == ["Tile"]
    assert refused[0].message.startswith("it may turn sea or land to the dolphin tile (north)")
    assert (
        refused[0].mend is not None and "turn=1, 2, 3 or 4" in refused[0].mend and "dolphin_edges=" in refused[0].mend
    )
    with pytest.raises(RuleRefused):
        session.act("coast-tile", THEBES)
    assert _dolphin_edges(session) in ("?", None)  # the refused placement stated no side of the dolphin tile
    stated = session.ruleset.stated(session.context(), "coast-tile", THEBES)
    assert (stated.entry("tiles", "dolphin") or {}).get("edges") in ("?", None)
    session.act("coast-tile", {**THEBES, "turn": 2})  # the table says how it lies: sea to the dolphin tile
    assert session.table.game.tiles[-1].turn == 2
    assert _dolphin_edges(session) == ["?", "?", "?", "sea", "?", "?"]


def test_told_land_towards_the_dolphin_tile_the_app_asks_its_sides_and_keeps_them() -> None:
    """Turned land to the unknown side, the tile needs the dolphin tile's sides (the rule already in place)."""
    session = _dealt()
    refused = session.propose("coast-tile", {**THEBES, "turn": 5}).violations
    assert any("its land would face the dolphin tile (north)" in v.message for v in refused)


def test_a_save_from_before_version_11_lays_the_tile_unasked_as_it_did() -> None:
    """Older saves replay unchanged: the legacy option lays the tile sea to the dolphin tile unasked."""
    session = _dealt({DOLPHIN_GUESSED: True})
    session.act("coast-tile", THEBES)
    assert session.table.game.tiles[-1].at == (0, 1)


def test_a_tile_known_by_name_only_is_asked_its_sides_place_and_temple_at_once() -> None:
    """Bug 6: Milos, known by name only, took a refusal each for sides and place, turn, and temple."""
    session = _pylos_open()
    asked = [v.message for v in session.propose("voyage", {"tile": "naxos"}).violations]
    assert "say where Naxos goes and its six sides (such as LLSSSS)" in asked
    assert "say whether Naxos's city shows a temple" in asked
    # Since version 17 (play-test 12) the one lie that succeeds there is taken, not asked: only the temple is left.
    proposal = session.propose("voyage", {"tile": "naxos", "edges": "SLLSSS", "at": "pylos-ne"})
    assert [v.message for v in proposal.violations] == ["say whether Naxos's city shows a temple"]
    assert proposal.args["turn"] == 3


def _pylos_open() -> Session:
    """Light's Pylos lying open (land somewhere but south), a ship on it; dark's Delos beside it with a ship;
    dark's turn. A tile NE of Pylos may turn land or sea to it: that decides whose ships count."""
    return at_turns(
        Spot(Tile("pylos", "Pylos", at=(0, -1), turn=0, turns=(0, 1, 2, 4, 5)), LIGHT, 1, 1),
        Spot(Tile("delos", "Delos", at=(1, -1), turn=1), DARK, 1, 1),
        turn=DARK,
        kit=example_kit(),
    )


def test_a_voyage_refused_at_the_place_typed_names_the_turn_that_works_there() -> None:
    """Bug 5: "it would: S of Pylos" named the place typed; what differed was the turn."""
    session = _pylos_open()
    args = {"tile": "naxos", "edges": "SLLSSS", "temple": "no", "at": "pylos-ne", "turn": 0}
    refused = [v for v in session.propose("voyage", args).violations if v.rule == "Voyage"]
    assert refused[0].message == (
        "it does not work there (too few ships on the neighbouring tiles whose sea meets it: 1 ship against 1);"
        " it would: NE of Pylos (turned 3, 1 ship against 0); S of Delos (turn 0, 1 or 2; 1 ship against 0)"
    )
    assert refused[0].mend == "say turn=3"


def test_turn_lists_read_in_order() -> None:
    """Wording: "turn 0, 1, 5 or 4" read as a slip."""
    assert or_words([0, 1, 5, 4]) == "0, 1, 4 or 5"


def test_an_empty_regroup_is_refused_as_nothing_to_do() -> None:
    """Bug 3: ``regroup ships=0 greeks=0`` was logged as a regroup with nothing moved."""
    session = at_turns(tile("a", LIGHT, 2, 1), tile("b", LIGHT, 1))
    session.act("reinforce", {"greeks": ["a"]})
    refused = session.propose("regroup", {"from": "a", "to": "b", "greeks": 0, "ships": 0}).violations
    assert [v.message for v in refused] == ["nothing to regroup: say how many Greeks (greeks=) or ships (ships=) move"]
    events = len(session.events)
    with pytest.raises(RuleRefused):
        session.act("regroup", {"from": "a", "to": "b", "greeks": 0, "ships": 0})
    assert len(session.events) == events
    session.act("regroup", {"from": "a", "to": "b", "greeks": 0, "ships": 1})


def test_card_theft_against_an_empty_hand_says_nothing_is_taken() -> None:
    """Bug 4: the card was discarded and the log said nothing of what was taken."""
    session = at_turns(tile("a", LIGHT, 1), tile("b", DARK, 1), hands=({"steal-card": 1}, {}))
    session.act("play", {"card": "steal-card"})
    assert "Dark's hand is empty: nothing is taken." in session.outcome(len(session.events))
    full = at_turns(tile("a", LIGHT, 1), tile("b", DARK, 1), hands=({"steal-card": 1}, {"retreat": 1}))
    full.act("play", {"card": "steal-card"})  # the card drawn is named once it stands (play-test 10)
    assert not any("nothing is taken" in line for line in full.outcome(len(full.events)))
