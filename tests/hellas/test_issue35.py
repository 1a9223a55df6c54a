"""Hellas at 9 of 10 (issue 35, the December play-test): Redraw on a tile the kit does not know, the sides a tile
can show, what ``actions`` offers, Card theft from a one-card hand, the failed voyage's closest place, wording."""

from __future__ import annotations

import pytest

from engine.actions import ActionSpec
from engine.actors import eligible
from engine.errors import BadInput, RuleRefused
from engine.session import Session
from engine.summary import describe_action
from tests.hellas.helpers import DARK, LIGHT, at_turns, example_kit, hand, new_session, placed, tile


def test_redraw_names_a_tile_the_kit_does_not_know() -> None:
    """Play-test bug 1: with the shipped kit every tile is unknown, and Redraw refused every name given."""
    session = at_turns(tile("a", LIGHT, 1, 2), tile("b", DARK, 1, 1), hands=({"redraw": 1}, {}))
    session.act("play", {"card": "redraw", "put_back_new": "Samos"})
    assert session.outcome(len(session.events))[0] == "Samos goes under the landscape deck."
    state = session.table.game
    assert state.bottom == ("samos",) and [d.id for d in state.described] == ["samos"]
    # Known from now on by its name: turned up again, it is named, and it lies under the others.
    assert session.catalogue("landscape").resolve("Samos").id == "samos"
    refused = session.propose("voyage", {"tile": "samos"}).violations
    assert refused[0].message == "Samos lies under the deck: it comes up after the 20 tiles above it"
    # A name on the coast cannot be the tile turned up.
    other = at_turns(tile("a", LIGHT, 1, 2), tile("b", DARK, 1, 1), hands=({"redraw": 1}, {}))
    with pytest.raises(RuleRefused, match="A is on the coast already"):
        other.act("play", {"card": "redraw", "put_back_new": "A"}, force=True)


def test_a_tile_shows_land_and_water() -> None:
    """Rules L1/f8-9: a tile's land is one piece: the play-test's LSLSLS without a bridge was taken."""
    session = new_session()
    session.act("deal", {"zeus": "void", "poseidon": "flood", "ares": "retreat"})
    session.act("deal", {"zeus": "reuse", "poseidon": "ships-defend", "ares": "plus-one"})
    at = {"name": "Athens", "temple": "no", "at": "N of the dolphin tile", "turn": 0}
    with pytest.raises(BadInput, match="its land lies in three stretches, so a bridge must join them"):
        session.act("coast-tile", {**at, "edges": "LSLSLS"})
    session.act("coast-tile", {**at, "edges": "LSLSLS", "bridge": "yes"})
    assert session.table.game.tile("athens") is not None
    # A save from before version 4 took them (the legacy option it is given): it replays as it was played.
    old = new_session(options={"loose_sides": True})
    old.act("deal", {"zeus": "void", "poseidon": "flood", "ares": "retreat"})
    old.act("deal", {"zeus": "reuse", "poseidon": "ships-defend", "ares": "plus-one"})
    old.act("coast-tile", {**at, "edges": "LSLSLS"})
    assert old.table.game.tile("athens") is not None


def test_actions_offers_the_options_only_while_they_can_be_taken() -> None:
    """Play-test usability 3: ``actions`` offered Reinforcements, Voyage and Attack after the option was taken,
    and the opponent's cities to ``reinforce``."""
    session = at_turns(tile("a", LIGHT, 2), tile("c", LIGHT, 3, 3), tile("b", DARK, 1))
    listed = {d["name"]: d for d in (describe_action(session, s) for s in _possible(session))}
    assert {"reinforce", "voyage", "attack"} <= set(listed)
    greeks = next(f for f in listed["reinforce"]["fields"] if f["name"] == "greeks")
    assert list(dict.fromkeys(greeks["offered"])) == ["a"]  # c is full; b is Dark's
    session.act("reinforce", {"greeks": "a"})
    assert not {"reinforce", "voyage", "attack"} & {s.name for s in _possible(session)}
    # Named anyway, the rule's own reason is said.
    with pytest.raises(RuleRefused, match="this turn's option was taken already"):
        session.act("attack", {"target": "b", "sources": "c"})


def _possible(session: Session) -> list[ActionSpec]:
    ctx = session.context()
    return [spec for spec in session.available() if eligible(spec, ctx) != ()]


def test_card_theft_from_a_one_card_hand_names_no_card() -> None:
    session = at_turns(tile("a", LIGHT, 1), tile("b", DARK, 1), hands=({"steal-card": 1}, {"flood": 1}))
    session.act("play", {"card": "steal-card"})
    session.act("pass")
    assert hand(session, LIGHT, "drawn") == {"flood": 1} and hand(session, DARK) == {}  # drawn by itself (rules v7)
    old = at_turns(
        tile("a", LIGHT, 1),
        tile("b", DARK, 1),
        hands=({"steal-card": 1}, {"flood": 1}),
        options={"held_cards_wait": True, "stolen_card_at_once": True},  # as a save before v7 migrates
    )
    old.act("play", {"card": "steal-card"})
    old.act("pass")
    old.act("carry-out")  # before version 7 it was typed, and needed no taken= either
    assert hand(old, LIGHT) == {"flood": 1} and hand(old, DARK) == {}
    assert old.outcome(len(old.events))[0] == "Light draws a card from Dark's hand."


def test_a_failed_voyage_names_the_closest_place() -> None:
    """Play-test: of the places falling equally short it named any, and said '1 ships'. Here Dark's ship
    beside Rhodes meets one of Light's (1 against 1): closer than the empty sea by the dolphin tile (0 against
    0), where no ship of Dark's could pay the voyage."""
    session = at_turns(
        placed("pylos", LIGHT, 1, 1, (0, -1)),
        placed("rhodes", LIGHT, 1, 1, (1, -1)),
        placed("kythera", DARK, 1, 1, (1, -2)),
        turn=DARK,
        kit=example_kit(),
    )
    session.act("voyage", {"name": "Lemnos", "edges": "LSSSSS", "temple": "no"})
    assert session.outcome(len(session.events))[0] == (
        "Dark's voyage with Lemnos fails: Dark has naval superiority nowhere it fits (NE of Rhodes: 1 ship against"
        " 1); the tile goes under the deck."
    )
