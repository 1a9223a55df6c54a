"""Play-test 11, S1: a player whose turn comes with only the tie marker left (every servant placed, or passed)
puts it down by itself, said in the log; saves from before version 12 keep their typed tie markers."""

from __future__ import annotations

from pathlib import Path

from engine import saves
from rulesets.aquileia.placement import TIE_ASKED
from tests.aquileia.helpers import last_outcome, new


def test_a_passed_players_tie_marker_goes_down_when_their_turn_comes(tmp_path: Path) -> None:
    session = new()
    session.act("place", {"space": "tie"})  # Blue: position 1, servants still in hand
    session.act("pass")  # Yellow passes, marker in hand
    session.act("place", {"space": "dolus"})  # Red
    session.act("place", {"space": "potentia"})  # Vlada
    session.act("pass")  # Blue passes: Yellow is due, and has only the tie marker
    state = session.table.game
    assert state.tie_track == (0, 1)
    assert state.placer == 2
    assert "Yellow has only the tie marker left: it goes to position 2 on the tie track." in last_outcome(session)
    assert last_outcome(session)[-1] == "Red places next."
    # The save replays to the same table.
    path = tmp_path / "t.toml"
    saves.save(session, path)
    assert saves.load(path).table.game.tie_track == (0, 1)


def test_everyone_passing_ends_placement_with_the_markers_in_order() -> None:
    session = new()
    for _ in range(4):
        session.act("pass")
    # Blue passed first and was due again first: the markers go down clockwise from Blue.
    assert session.table.position.round == 2  # nothing placed on a space: every area passed by itself
    assert "Red has only the tie marker left: it goes to position 3 on the tie track." in session.outcome(4)
    assert [e.type for e in session.events] == ["pass"] * 4


def test_an_older_save_still_waits_for_the_typed_marker() -> None:
    session = new(options={TIE_ASKED: True})
    for _ in range(4):
        session.act("pass")
    assert session.table.game.placer == 0 and session.table.game.tie_track == ()
