"""The end of the game as the play-test read it, spaces added during play, and five players on the known board."""

from __future__ import annotations

from dataclasses import replace

import pytest

from engine.errors import BadInput
from engine.progress import progress
from engine.session import Session
from engine.story import story
from rulesets.aquileia.formulas import villa_score
from rulesets.aquileia.printed import board
from tests.aquileia.helpers import last_outcome, new
from tui.show_text import render


def _six_rounds() -> Session:
    """Three players who place only their tie markers, six rounds long."""
    session = new(("Blue", "Yellow", "Red"))
    for _ in range(6):
        for _ in range(3):
            session.act("place", {"space": "tie"})
        for _ in range(3):
            session.act("pass")
    return session


def test_the_game_ends_after_round_six_without_a_seventh() -> None:
    """Play-test: the log said "Round 7: Placement phase begins" before the winner, `report` said "rounds
    played: 7", and `show` listed the tie track after the markers had gone back."""
    session = _six_rounds()
    said = last_outcome(session)
    assert not [line for line in said if "Round 7" in line]
    assert said[-1] == "Blue and Yellow and Red won the game."
    assert story(session).rounds == 6
    assert progress(session).rounds == (1, 2, 3, 4, 5, 6)
    shown = render(session, session.summary())
    assert "Tie track: 1." not in shown and "game over" in shown


def test_a_second_space_of_a_value_letters_both() -> None:
    """Play-test: `add-space` named "Stadium gold 1" and then "gold 1a"; printed twins read 2a and 2b."""
    session = new()
    session.act("add-space", {"area": "stadium", "side": "gold", "value": 1})
    assert last_outcome(session)[0] == "The Stadium now has Stadium gold 1 (strength 1)."
    session.act("add-space", {"area": "stadium", "side": "gold", "value": 1})
    assert last_outcome(session)[:2] == [
        "The Stadium now has Stadium gold 1b (strength 1).",
        "Stadium gold 1 is now called Stadium gold 1a, as printed twins are lettered.",
    ]
    session.act("add-space", {"area": "stadium", "side": "gold", "value": 1})
    spaces = board(session.context())
    assert [spaces.name(s) for s in spaces.areas["stadium"] if s.startswith("gold-1")] == [
        "Stadium gold 1a",
        "Stadium gold 1b",
        "Stadium gold 1c",
    ]
    # The old name still finds it, the log's sentence says the new one, and the next game's kit keeps it.
    assert session.propose("place", {"space": "gold 1a"}).args["space"] == "gold-1"  # as gold 1b finds gold-1b
    assert session.act("place", {"space": "Stadium gold 1"}).args["space"] == "gold-1"
    assert session.describe_event(session.events[-1]) == "Blue places at Stadium gold 1a"
    learned = session.ruleset.learned(session.context(), session.context().kit)
    assert {e["id"]: e["name"] for e in learned.entries("stadium")}["gold-1"] == "Stadium gold 1a"


def _pending(session: Session) -> list[str]:
    return list(session.ruleset.pending(session.context()))


def test_five_players_are_told_the_known_board_is_too_small() -> None:
    """Play-test: five players place 25 servants on the 26 spaces the app knows (the Stadium's are not all
    known); the table is told before placing, and a placer left without a known space is told what to do."""
    assert not [line for line in _pending(new()) if "spare" in line]  # four players have room
    session = new(("A", "B", "C", "D", "E"))
    assert _pending(session)[-1] == (
        "5 players leave almost no spare space on the board the app knows: add the Stadium spaces your board "
        "shows (add-space) before anyone is left without one."
    )
    # A holds the gold side and Portus bronze; every other space but the silver side and the other paid
    # Portus spaces is taken: A, still to place, has nowhere the app knows to go.
    session.act("place", {"space": "gold-2a"})
    ledger = session.table.ledger
    free = ("gold-2a", "silver-1", "silver-2", "portus-bronze", "portus-silver", "portus-gold")
    others = [s for s in board(session.context()).spaces if s not in free]
    seats = [seat for seat in (1, 2, 3, 4) for _ in range(5)]
    for seat, where in zip(seats, others, strict=True):
        faction = session.players[seat].faction
        ledger = ledger.move(f"servant:{faction}", 1, f"reserve:{faction}", f"space:{where}")
    ledger = ledger.move("servant:red", 1, "reserve:red", "space:portus-bronze")
    state = replace(session.table.game, placer=0)
    session.tables[-1] = replace(session.table, ledger=ledger, game=state)
    assert "No free space the app knows is open to A: add a Stadium space the board shows (add-space), or pass." in (
        _pending(session)
    )
    session.act("add-space", {"area": "stadium", "side": "gold", "value": 1})
    assert not [line for line in _pending(session) if line.startswith("No free space")]


def test_calc_villas_refusals_name_the_laurel_without_quotes() -> None:
    """`formulas.villa_score` put repr() quotes around the laurel typed ("laurel 'pink'")."""
    for laurels, said in (
        (["pink"], "laurel pink: a colour"),
        (["blue/blue"], "laurel blue/blue is not one of the theatre pairs"),
        (["blue/yellow", "yellow/blue"], "laurel yellow/blue is given twice"),
    ):
        with pytest.raises(BadInput) as refused:
            villa_score([("blue", 10)], laurels)
        assert str(refused.value).startswith(said) and "'" not in str(refused.value)


def test_a_placement_is_said_once_with_the_coin_a_paid_space_takes() -> None:
    """Issue 38 (outcomes said once): "Vlada places at Portus bronze" was followed by the servant going there in
    other words; the coin the space takes is said in the placement's own sentence."""
    session = new()
    seat = session.table.game.placer
    player = session.players[seat].name
    session.act("place", {"space": "portus-bronze"})
    assert last_outcome(session)[0] == f"{player} puts 1 bronze under the servant."
    assert not any("goes from" in line for line in last_outcome(session))
