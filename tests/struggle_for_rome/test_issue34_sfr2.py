"""Issue 34, the second play-test's findings: a habitual next after a turn passed by itself, income the app
could work out (the Limes), whose stand or receive it is, who the roll waits for, and wording."""

from __future__ import annotations

from dataclasses import replace

import pytest

from engine import saves
from engine.errors import RuleRefused
from engine.session import Session
from engine.summary import waiting_for
from rulesets.struggle_for_rome.income import LIMES_LOG, unaccounted
from tests.struggle_for_rome.helpers import (
    add_city,
    count,
    hand,
    new,
    put,
    tell_the_steppe,
    to_phase,
    tribe,
)

PASSED = "Ann's turn passed by itself with that action: it is Bo's turn; Bo ends it with next --as Bo"


def _turn(session: Session) -> str:
    player = session.turn_player
    assert player is not None
    return player.name


def _ann_builds_her_last_card() -> Session:
    """Trade and build: Ann's action card leaves her nothing to do, and Bo's turn begins by itself."""
    session = new(3)
    to_phase(session, "build")
    hand(session, "red", grain=0, ore=0, horse=0, cattle=1)
    put(session, "purse:red", "gold", 1, "bank")
    session.act("build", {"item": "action-card", "card": "traitor"})
    assert _turn(session) == "Bo"
    return session


def test_a_build_that_passes_the_turn_says_why() -> None:
    session = _ann_builds_her_last_card()
    said = session.outcome(len(session.events))
    assert "Ann has nothing left to do this turn: the turn passes." in said
    assert said[-1] == "Bo's turn."


def test_a_bare_next_right_after_is_refused_and_changes_nothing() -> None:
    session = _ann_builds_her_last_card()
    events = len(session.events)
    with pytest.raises(RuleRefused, match=PASSED):
        session.act("next")
    # Typed as Ann it is not hers to end either.
    with pytest.raises(RuleRefused, match="it is Bo's turn: only Bo moves on, not Ann"):
        session.act("next", actor="Ann")
    assert len(session.events) == events and _turn(session) == "Bo"


def test_once_the_new_holder_acts_next_is_theirs_again() -> None:
    session = _ann_builds_her_last_card()
    session.act("build", {"item": "action-card", "card": "treasure"})  # Bo does something of his own
    assert _turn(session) == "Bo"
    session.act("next")
    assert _turn(session) == "Cy"


def test_the_new_holder_ends_an_untouched_turn_by_naming_himself_or_the_table_forces_it() -> None:
    session = _ann_builds_her_last_card()
    session.act("next", actor="Bo")  # typed as Bo: not Ann's habit, Bo's own decision
    assert _turn(session) == "Cy"
    session.undo()
    session.act("next", force=True)
    assert _turn(session) == "Cy"


def test_the_next_player_may_still_begin_and_end_the_fresh_turn() -> None:
    session = _ann_builds_her_last_card()
    # The caution is about a typed next: it must not keep Cy from handing Bo's turn over.
    session.act("build", {"item": "action-card", "card": "treasure"}, actor="Cy")
    assert _turn(session) == "Cy"
    assert "Bo's turn ends: Cy, next in turn, has begun." in session.outcome(len(session.events))
    session.act("next")  # Cy's own turn, which Cy began: accepted
    assert session.phase.id == "cavalry"


def test_a_next_after_a_tribe_turn_passed_by_itself_is_refused() -> None:
    session = new(3)
    to_phase(session, "cavalry")
    tribe(session, "red", "cavalry", figures=1, wagons=0)
    add_city(session, "Augusta", 4, "germania")  # too strong: after the move Ann has nothing left
    for _ in range(len(session.table.game.seats)):
        if _turn(session) == "Ann":
            break
        session.act("idle", {"take": "gold"})
    session.act("move", {"land": 1})
    if _turn(session) == "Ann":
        pytest.skip("the test board leaves Ann something to do")
    holder = _turn(session)
    with pytest.raises(RuleRefused, match=f"Ann's turn passed by itself with that action: it is {holder}'s turn"):
        session.act("next")


def test_the_legionary_is_never_east_of_the_limes() -> None:
    """Play-test E1 R2: the only 10 beside Dana was a field east of the Limes, and the legionary stood on a field
    in Gallia; her grain was asked for by hand."""
    session = new(3)
    session.act("add-landscape", {"name": "East field", "kind": "field", "number": 10, "limes": True})
    for crossing in ("red-start-1", "red-start-2"):
        session.act("add-crossing", {"crossing": crossing, "landscapes": "East field"})
    table = session.table
    session.tables[-1] = replace(table, game=replace(table.game, legionary=("field", "gallia"), legionary_at=None))
    grain = count(session, "hand:red", "grain")
    session.act("roll-resources", {"dice": "4,6"})
    assert count(session, "hand:red", "grain") == grain + 1
    assert 0 not in unaccounted(session.context())


def test_an_older_save_keeps_typing_that_income() -> None:
    session = new(3)
    text = saves.dumps(session).replace('ruleset_version = "12"', 'ruleset_version = "7"')
    assert saves.loads_text(text, "x", "x").options[LIMES_LOG] is True


def test_the_start_crossing_tells_whose_figure_stands() -> None:
    session = new(3)
    event = session.act("stand", {"tribe": "cavalry", "crossing": "red-start-1"})
    assert event.actor == "Ann"


def _both_owe_a_pasture_card() -> Session:
    session = tell_the_steppe(new(3))
    session.act("roll-resources", {"dice": "4,6"})  # the steppe pasture's 10: Ann and Bo draw a card each
    assert [session.table.game.owed(s) for s in range(3)] == [1, 1, 0]
    return session


def test_the_roll_waits_only_for_who_owes() -> None:
    session = _both_owe_a_pasture_card()
    assert waiting_for(session) == ["Ann", "Bo"]
    session.act("receive", {"player": "Ann", "cattle": 1})
    assert waiting_for(session) == ["Bo"]


def test_a_card_named_by_nobody_goes_to_who_owes_it() -> None:
    session = _both_owe_a_pasture_card()
    session.act("receive", {"player": "Ann", "cattle": 1})
    assert session.act("receive", {"horse": 1}).actor == "Bo"


def test_income_named_by_nobody_goes_to_whom_the_board_allows_it() -> None:
    """Play-test E1 R2: grain typed with no player went to the roller, first in turn, though it was another's.
    Ann's only 10 is a mountain, so grain is not hers. Since play-test 11 (B1) a bare entry is the header's
    first player's only (Ann): refused with why, and Bo's is typed with ``player=``."""
    session = new(3)
    session.act("add-landscape", {"name": "Hills", "kind": "mountain", "number": 10})
    for crossing in ("red-start-1", "red-start-2"):
        session.act("add-crossing", {"crossing": crossing, "landscapes": "Hills"})
    table = session.table
    session.tables[-1] = replace(table, game=replace(table.game, legionary=("mountain", "gallia"), legionary_at=None))
    session.act("roll-resources", {"dice": "4,6"})
    assert unaccounted(session.context()) == [0, 1, 2]  # Ann's mountain may hold the legionary
    said = [v.said() for v in session.propose("receive", {"grain": 1}).violations]
    assert said == ["Income: the 10 brings Ann one resource from each of Hills (mountain, 10) and no more"]
    assert session.act("receive", {"player": "Bo", "grain": 1}).actor == "Bo"
    assert session.act("receive", {"ore": 1}).actor == "Ann"


def test_an_action_card_is_said_as_drawn() -> None:
    session = _ann_builds_her_last_card()
    said = session.outcome(len(session.events))
    assert "Ann pays 1 cattle and 1 gold and draws an action card (hidden)." in said
    assert not any("comes into play" in line for line in said)


def test_the_plunder_says_the_traitor() -> None:
    session = new()
    to_phase(session, "cavalry")
    add_city(session, "Augusta", 2, "germania")
    tribe(session, "red", "cavalry", figures=1, wagons=1)
    put(session, "cards:red", "traitor", 1, "box")
    session.act("plunder", {"city": "Augusta", "reward": "gold", "traitor": True})
    said = session.outcome(len(session.events))
    assert any("with the Traitor (1 gold) making up the towers" in line for line in said)
