"""Issue 35 leftovers, the five-round CLI play: a temple tile named on coast-tile goes aside by its name and
cannot go aside twice; a card drawn face down is not told on the shared screen; a place offered with several
ways says each way's ships and the field to type; refusals take the player from ``--as`` (the engine's actor)."""

from __future__ import annotations

import pytest

from engine.errors import RuleRefused
from engine.hidden import shared_violations
from engine.session import Session
from tests.hellas.helpers import DARK, LIGHT, at_turns, example_kit, new_session, placed
from tui.cli.session import _with_hint


def _dealt() -> Session:
    session = new_session()
    session.act("deal", {"zeus": "void", "poseidon": "flood", "ares": "plus-one"})
    session.act("deal", {"zeus": "reuse", "poseidon": "ships-defend", "ares": "retreat"})
    return session


def test_a_temple_tile_named_on_coast_tile_goes_aside_by_name_and_not_twice() -> None:
    """Play: ``coast-tile name=Delphi temple=yes`` set a tile aside nameless, and ``set-aside name=Delphi`` then
    set a second tile aside."""
    session = _dealt()
    session.act("coast-tile", {"name": "Delphi", "edges": "LLLSSS", "temple": "yes"})
    assert session.table.game.aside == ("delphi",)
    refused = session.propose("set-aside", {"name": "Delphi", "temple": "yes"}).violations
    assert [(v.message, v.physical) for v in refused] == [
        ("Delphi lies aside already: the tile turned up now is another", True)
    ]


def test_a_card_drawn_this_turn_is_not_told_on_the_shared_screen() -> None:
    """Play: after Bo drew a Void face down, ``play card=void --check`` on the shared line said "the Void drawn
    this turn may be played from the next turn": anyone could learn what he drew. Bo's own screen still says it."""
    session = at_turns(turn=DARK)
    session.act("reinforce", {"cards": ["plus-one"]})
    proposal = session.propose("play", {"card": "plus-one"})
    shared = [v.message for v in shared_violations(session, proposal.violations)]
    assert not any("drawn" in m for m in shared)
    own = [v.message for v in shared_violations(session, proposal.violations, "Dark")]
    assert "the Plus one drawn this turn is playable from the next turn" in own
    light = [v.message for v in shared_violations(session, proposal.violations, "Light")]
    assert light == shared


def test_refusals_about_the_hand_follow_the_actor_named() -> None:
    """``--as Light`` names the actor (``ctx.actor``); the refusal of a card not held is the ledger's, of that
    player's hand, so the engine shows it to that player alone (the CLI passes the --as name as the viewer)."""
    session = at_turns(hands=({"void": 1}, {"retreat": 1}))
    proposal = session.propose("play", {"card": "plus-one"}, "Light")
    assert [v.holder for v in proposal.violations if v.holder] == ["hand:light"]
    assert "Light has no Plus one card in hand" in [
        v.message for v in shared_violations(session, proposal.violations, "Light")
    ]
    # Dark reads what the whole table reads (that the card is not there), not Light's view of the hand.
    dark = [v.message for v in shared_violations(session, proposal.violations, "Dark")]
    assert dark == [v.message for v in shared_violations(session, proposal.violations)]
    assert not any("in hand" in m for m in dark)


def test_a_place_with_several_ways_says_each_ways_ships_and_the_field() -> None:
    """Play: "NW of Argos (turn 2, 3 or 4; 1 ship against 0 or 2 ships against 0)" did not say which turn gave
    which, and the hint read "say it in the action"."""
    session = at_turns(placed("pylos", LIGHT, 1, 2, (0, -1)), placed("rhodes", DARK, 1, 1, (1, -1)), kit=example_kit())
    with pytest.raises(RuleRefused) as asked:
        session.act("voyage", {"tile": "tile-c"})
    assert str(_with_hint(asked.value, "g")).endswith("say at=pylos-ne or pylos-sw")
    from rulesets.hellas.fit import Spot, options_text

    ctx = session.context()
    ways = (Spot((1, -2), 2, "NE of Pylos", ("rhodes",), (2,)), Spot((1, -2), 3, "NE of Pylos", ("pylos",), (3, 4)))
    assert (
        options_text(ctx, ways, LIGHT) == "NE of Pylos (turned 2, 0 ships against 1; turned 3 or 4, 2 ships against 0)"
    )
